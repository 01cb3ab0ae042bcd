import { describe, expect, it } from 'vitest';
import { upgradeNames } from './upgrade-names';

describe('upgradeNames', () => {
  it('renames the props of every library component in a file, and their renamed values', () => {
    const source = `import { Button } from 'aquila-ui/button';
import { Avatar as Picture } from 'aquila-ui/avatar';
import { Tooltip } from 'aquila-ui';

export default function Demo() {
  // buttonSize stays in this comment
  return (
    <Tooltip tooltipText="Save it" tooltipPosition="bottom">
      <Button buttonSize="large" buttonFillMode={'outlined'} ngxColor="teal" onClick={() => {}}>
        Save <Picture ngxText="Ada" ngxSize="default" />
      </Button>
    </Tooltip>
  );
}
`;
    const { code, changes, leftovers } = upgradeNames(source);
    expect(code).toBe(`import { Button } from 'aquila-ui/button';
import { Avatar as Picture } from 'aquila-ui/avatar';
import { Tooltip } from 'aquila-ui';

export default function Demo() {
  // buttonSize stays in this comment
  return (
    <Tooltip content="Save it" placement="bottom">
      <Button size="large" variant={'outlined'} color="teal" onClick={() => {}}>
        Save <Picture name="Ada" size="medium" />
      </Button>
    </Tooltip>
  );
}
`);
    expect(changes).toContain('Button: buttonSize → size');
    expect(changes).toContain('Avatar: size "default" → "medium"');
    expect(leftovers).toEqual([]);
  });

  it('renames each prop from its 0.x name once, where 1.0 gives one 0.x name to another prop', () => {
    const { code } = upgradeNames(`import { Divider } from 'aquila-ui/divider';
export const A = () => <Divider type="vertical" orientation="left" colour="#888" />;
export const B = () => <Divider orientation="vertical" />;
`);
    expect(code).toContain('<Divider orientation="vertical" labelPosition="left" color="#888" />');
    expect(code).toContain('<Divider orientation="vertical" />');
  });

  it('reaches components through a namespace import, and leaves other components alone', () => {
    const { code } = upgradeNames(`import * as Aquila from 'aquila-ui';
import { Dialog } from './my-dialog';
export const A = () => <><Aquila.Dialog visible onVisibleChange={() => {}} size="lg" /><Dialog visible /></>;
`);
    expect(code).toContain('<Aquila.Dialog open onOpenChange={() => {}} size="large" />');
    expect(code).toContain('<Dialog visible />');
  });

  it('renames a removed handler to the one that does its job, and names what it cannot upgrade', () => {
    const { code, leftovers } = upgradeNames(`import { Checkbox } from 'aquila-ui/checkbox';
import { RadioButton } from 'aquila-ui/radio-button';
import { Divider } from 'aquila-ui/divider';
export const A = ({ side }: { side: 'left' }) => (
  <>
    <Checkbox onChecked={(on) => console.log(on)}>x</Checkbox>
    <RadioButton ngxValue="a" onRadioClick={() => {}} />
    <Divider orientation={side} />
  </>
);
`);
    expect(code).toContain('<Checkbox onCheckedChange={(on) => console.log(on)}>');
    expect(code).toContain('<RadioButton value="a" onRadioClick={() => {}} />');
    expect(leftovers).toEqual([
      expect.stringMatching(/^RadioButton's onRadioClick has no 1\.0 name: /),
      "Divider's orientation is computed, so it cannot be told whether it is 0.x's (now labelPosition) or 1.0's",
    ]);
  });

  it('makes two 0.x handlers that are one in 1.0 one handler calling both, as the code did', () => {
    const { code, changes, leftovers } = upgradeNames(`import { Checkbox } from 'aquila-ui/checkbox';
import { Select } from 'aquila-ui/select';
export const A = () => (
  <>
    <Checkbox onChange={(on, event) => log(on, event)} ngxSize="large" onChecked={setOn}>x</Checkbox>
    <Select onChange={setValue} onChangeValue={(value) => log(value)} />
  </>
);
`);
    expect(code).toContain(
      '<Checkbox onCheckedChange={(...args) => { ((on, event) => log(on, event))(...args); (setOn)(...args); }} size="large">x</Checkbox>',
    );
    expect(code).toContain('<Select onChange={(...args) => { (setValue)(...args); ((value) => log(value))(...args); }} />');
    expect(changes).toEqual(
      expect.arrayContaining([
        'Checkbox: onChange → onCheckedChange',
        'Checkbox: onChecked → onCheckedChange',
        'Select: onChangeValue → onChange',
      ]),
    );
    expect(leftovers).toEqual([]);
  });

  it('names what would give a prop twice and cannot be joined', () => {
    const { leftovers } = upgradeNames(`import { Badge } from 'aquila-ui/badge';
export const A = () => <Badge ngxBadgeColor="red" color="blue" />;
`);
    expect(leftovers).toEqual(['Badge gives ngxBadgeColor and color, which are one prop in 1.0 (color)']);
  });

  it('leaves code with 1.0 names, code without the library, and unreadable code as they are', () => {
    const current = `import { Button } from 'aquila-ui/button';\nexport const A = () => <Button size="large" variant="text" />;\n`;
    expect(upgradeNames(current)).toEqual({ code: current, changes: [], leftovers: [] });
    const plain = `export const A = () => <div hidden />;\n`;
    expect(upgradeNames(plain)).toEqual({ code: plain, changes: [], leftovers: [] });
    const broken = `import { Button } from 'aquila-ui/button';\nexport const A = () => <Button buttonSize="large"`;
    const upgrade = upgradeNames(broken);
    expect(upgrade.code).toBe(broken);
    expect(upgrade.leftovers[0]).toMatch(/^the code could not be read/);
  });
});
