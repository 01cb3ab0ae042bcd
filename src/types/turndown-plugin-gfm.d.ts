declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  /** GitHub-flavoured Markdown for turndown: tables, strikethrough and task lists (the package ships no types). */
  export const gfm: TurndownService.Plugin;
}
