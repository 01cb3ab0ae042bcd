export { AquilaProvider } from './AquilaProvider.tsx';
export type { AquilaProviderProps } from './AquilaProvider.tsx';
export type { AquilaMessages, AquilaMessagesInput, AquilaThemeTokens, ColorScheme, Density, Direction } from '../core/index.ts';
