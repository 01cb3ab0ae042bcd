import { Fragment } from 'react';
import type { ConsoleMessage, FormatSegment, ValueNode } from '../runtime/console-types';
import { ConsoleTable } from './ConsoleTable';
import { LongText } from './LongText';
import { safeStyle } from './safe-style';
import { isCollection, methodPrefix } from './value-preview';
import { ValueText } from './ValueText';
import { LoggedValue } from './ValueTree';

/** `interactive` is false inside a button (a group's label): there values are text, never trees or buttons. */
interface PartProps {
  interactive: boolean;
}

/**
 * A top-level argument: a string as written (folded when long), any other value as a tree or a coloured
 * line. An error whose stack is the message's own (an uncaught one) is one line: the row shows that
 * stack mapped to the demo's files, which the raw one, at the compiled code's lines, would only repeat.
 */
function Argument({ node, interactive, stack }: PartProps & { node: ValueNode; stack?: string }) {
  if (node.kind === 'string') return interactive ? <LongText text={node.text} length={node.length} /> : node.text;
  const ownStack = node.kind === 'error' && node.stack === stack;
  return interactive && !ownStack ? <LoggedValue node={node} topLevel /> : <ValueText node={node} topLevel />;
}

function Segment({ segment, interactive }: PartProps & { segment: FormatSegment }) {
  const style = safeStyle(segment.style);
  if ('text' in segment) return <span style={style}>{interactive ? <LongText text={segment.text} /> : segment.text}</span>;
  if (!interactive) {
    return (
      <span style={style}>
        <ValueText node={segment.value} />
      </span>
    );
  }
  // A tree is a list, which a span may not hold: an inline div may.
  return (
    <div className="console-message__inline" style={style}>
      <LoggedValue node={segment.value} />
    </div>
  );
}

/** What a message says: its format string's output, then the arguments it did not take, space-separated. */
export function MessageBody({ message, interactive = true }: { message: ConsoleMessage; interactive?: boolean }) {
  const [data, filter] = message.args;
  const prefix = methodPrefix(message);
  if (message.method === 'table' && interactive && data && isCollection(data) && !data.truncated) {
    return <ConsoleTable data={data} filter={filter} />;
  }
  // Inside a button (a group's label) the message is phrasing content; elsewhere it may hold trees, which are lists.
  const Line = interactive ? 'div' : 'span';
  return (
    <Line className="console-message">
      {prefix && <span className="console-message__prefix">{prefix}</span>}
      {message.format?.map((segment, index) => (
        <Segment key={index} segment={segment} interactive={interactive} />
      ))}
      {message.args.map((node, index) => (
        <Fragment key={index}>
          {(index > 0 || message.format) && ' '}
          <Argument node={node} interactive={interactive} stack={message.stack} />
        </Fragment>
      ))}
      {message.moreArgs !== undefined && message.moreArgs > 0 && (
        <span className="console-value__more"> … {message.moreArgs.toLocaleString('en-US')} more</span>
      )}
    </Line>
  );
}
