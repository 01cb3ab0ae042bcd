import { countryName } from './format';
import { productivityColor } from './productivity';

/** The country's flag (drawn in the page's assets, one per code) beside its name. */
export function Country({ code }: { code: string }) {
  return (
    <span className="table-demo4__country">
      {/* The name beside it says the country; the flag adds nothing for a screen reader. */}
      <img src={`/assets/images/table/flags/${code.toLowerCase()}.svg`} alt="" width={24} height={16} />
      {countryName(code)}
    </span>
  );
}

export function Status({ status }: { status: 'Active' | 'Inactive' }) {
  return (
    <span className="table-demo4__status" data-status={status.toLowerCase()}>
      {status}
    </span>
  );
}

/** The score as a bar in its colour, with the number beside it in the text colour (the colours alone are too light for text). */
export function Productivity({ value }: { value: number }) {
  return (
    <span className="table-demo4__productivity">
      <span className="table-demo4__bar" aria-hidden="true">
        <span style={{ width: `${value}%`, background: productivityColor(value) }} />
      </span>
      {value}%
    </span>
  );
}

interface SocialProps {
  name: string;
  linkedIn: string;
  twitter: string;
  instagram: string;
}

export function SocialLinks({ name, linkedIn, twitter, instagram }: SocialProps) {
  return (
    <span className="table-demo4__social">
      <a href={linkedIn} aria-label={`${name} on LinkedIn`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
          <g className="table-demo4__letters">
            <rect x="6" y="10" width="3" height="8" />
            <circle cx="7.5" cy="6.8" r="1.7" />
            <path d="M11 10h3v1.3c.6-1 1.7-1.6 3-1.6 2.2 0 3 1.4 3 3.6V18h-3v-4.2c0-1-.3-1.8-1.3-1.8s-1.7.8-1.7 1.8V18h-3z" />
          </g>
        </svg>
      </a>
      <a href={twitter} aria-label={`${name} on Twitter`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 4h4.5l11.5 16h-4.5zM4 20l6.8-7.3M13.3 10.7 20 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </a>
      <a href={instagram} aria-label={`${name} on Instagram`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
        </svg>
      </a>
    </span>
  );
}
