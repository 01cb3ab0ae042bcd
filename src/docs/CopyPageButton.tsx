import { Check, Copy } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { markdownPath } from './markdown/llms';
import { COPY_FAILED, useCopyMessage } from '../shared/useCopyMessage';
import './CopyPageButton.scss';

/** The page's Markdown, as the build wrote it beside its HTML. */
const markdownUrl = (pathname: string) => `${import.meta.env.BASE_URL}${markdownPath(pathname.replace(/\/$/, '')).slice(1)}`;

/**
 * "Copy page": copies the page as Markdown (the file the build writes beside its HTML, for people's
 * coding assistants), with a link to open that file.
 */
export function CopyPageButton() {
  const { pathname } = useLocation();
  const [message, copy] = useCopyMessage();
  const url = markdownUrl(pathname);

  const copyPage = () =>
    copy(
      fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${url} answered ${response.status}`)))),
      'Page copied as Markdown',
    );

  return (
    <div className="copy-page" data-markdown-skip="">
      <button type="button" className="text-button" onClick={copyPage}>
        {message && message !== COPY_FAILED ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
        Copy page
      </button>
      <a className="copy-page__link" href={url}>
        Markdown
      </a>
      <span className="copy-page__status" role="status">
        {message}
      </span>
    </div>
  );
}
