import type { Node } from '@babel/types';

/** Position and comment keys of Babel's nodes: not children, and comments would be visited twice. */
const NOT_CHILDREN = new Set(['loc', 'leadingComments', 'trailingComments', 'innerComments']);

/**
 * Visits every node below `root`, depth first in source order (Babel ships no walker with its parser).
 * `visit` returning false stops the whole walk.
 */
export function walkSyntax(root: Node, visit: (node: Node) => boolean | void): void {
  let stopped = false;
  const step = (value: unknown): void => {
    if (stopped || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) step(item);
      return;
    }
    const node = value as Node;
    if (typeof node.type !== 'string') return;
    if (visit(node) === false) {
      stopped = true;
      return;
    }
    for (const key of Object.keys(node)) if (!NOT_CHILDREN.has(key)) step((node as unknown as Record<string, unknown>)[key]);
  };
  step(root);
}
