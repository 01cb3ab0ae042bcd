// @vitest-environment node
import { orderMembers } from './api-type-printer';

describe('orderMembers', () => {
  it('keeps the written order of a union', () => {
    expect(orderMembers(['"top"', '"right"', '"bottom"', '"left"'])).toEqual(['"top"', '"right"', '"bottom"', '"left"']);
  });

  it('puts sizes from small to large, leaving the members that are no size where they were', () => {
    expect(orderMembers(['"large"', '"small"', '"default"'])).toEqual(['"small"', '"default"', '"large"']);
    expect(orderMembers(['number', '"lg"', '"sm"', '"md"'])).toEqual(['number', '"sm"', '"md"', '"lg"']);
    // Not all sizes: as written.
    expect(orderMembers(['"sm"', '"lg"', '"auto"'])).toEqual(['"sm"', '"lg"', '"auto"']);
  });

  it('puts null last and drops repeats', () => {
    expect(orderMembers(['null', 'SelectValue', 'SelectValue', 'SelectOptionPair[]'])).toEqual([
      'SelectValue',
      'SelectOptionPair[]',
      'null',
    ]);
  });
});
