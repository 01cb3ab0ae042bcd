import type { PropReading } from './jsx-props';

export interface FiredEvent {
  /** Counts up with each event, so the same event fired twice is two entries. */
  id: number;
  name: string;
  payload: string;
}

interface EventLogProps {
  /** The callback props, by name. */
  events: string[];
  /** What the code gives each callback prop, by name. */
  readings: Record<string, PropReading>;
  /** Newest first. */
  fired: FiredEvent[];
}

/** The component's callback props, the last one to fire marked, and a log of the latest calls with their payloads. */
export function EventLog({ events, readings, fired }: EventLogProps) {
  if (events.length === 0) return null;
  const last = fired[0];
  return (
    <div className="configurator-events">
      <h3 className="configurator-events__title">Events</h3>
      <ul className="configurator-events__props">
        {events.map((prop) => (
          <li
            key={last?.name === prop ? `${prop}-${last.id}` : prop}
            data-fired={last?.name === prop ? '' : undefined}
            data-handled={readings[prop] ? '' : undefined}
          >
            <code>{prop}</code>
            {!readings[prop] && <span className="configurator-events__note"> not given in the code</span>}
          </li>
        ))}
      </ul>
      <div role="log" aria-label="Events fired" aria-live="polite">
        <ol className="configurator-events__log">
          {fired.map((event) => (
            <li key={event.id}>
              <code>{event.name}</code>({event.payload})
            </li>
          ))}
        </ol>
      </div>
      {fired.length === 0 && <p className="configurator-events__empty">Use the component in the preview: its events show here.</p>}
    </div>
  );
}
