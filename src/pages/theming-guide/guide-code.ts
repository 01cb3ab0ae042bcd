// The guide's code examples. Their names (a paginator text) are checked against the library by the
// guide's test, so an example never shows a name the library has not got.

export const THEME_CODE = `import 'aquila-ui/theme';
import { AquilaProvider } from 'aquila-ui/provider';

export function Root() {
  return (
    <AquilaProvider theme={{ primaryColor: '#d32029', radius: 8, density: 'compact' }}>
      <App />
    </AquilaProvider>
  );
}`;

export const NESTED_CODE = `// Only the colour scheme: 'light', 'dark' or 'auto' (the system's).
<AquilaProvider theme="dark">
  <Sidebar />
</AquilaProvider>

// Providers nest, token by token: this part keeps the outer colour and radius, and is roomier.
<AquilaProvider theme={{ density: 'comfortable' }}>
  <Settings />
</AquilaProvider>`;

export const LOCALE_CODE = `import { AquilaProvider } from 'aquila-ui/provider';
import { fr } from 'aquila-ui/locales/fr';

<AquilaProvider locale="fr" messages={fr}>
  <App />
</AquilaProvider>`;

export const SOME_MESSAGES_CODE = `// Only the texts to change: every other text stays the outer provider's (English outside any).
<AquilaProvider messages={{ paginator: { itemsPerPage: 'Rows per page:' } }}>
  <Orders />
</AquilaProvider>`;

export const LABELS_CODE = `import { Paginator } from 'aquila-ui/paginator';

<AquilaProvider locale="fr" messages={fr}>
  {/* This paginator says "Lignes :"; its other texts stay French. */}
  <Paginator length={120} labels={{ itemsPerPage: 'Lignes :' }} />
</AquilaProvider>`;

export const RTL_CODE = `import { AquilaProvider } from 'aquila-ui/provider';
import { ar } from 'aquila-ui/locales/ar';

<AquilaProvider locale="ar" dir="rtl" messages={ar}>
  <App />
</AquilaProvider>`;
