import './theme.scss';

export type ThemeName = 'light' | 'dark';
