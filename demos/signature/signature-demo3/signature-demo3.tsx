import { useState } from 'react';
import { Input } from 'aquila-ui/input';
import { SignaturePad } from 'aquila-ui/signature';
import './signature-demo3.scss';

export default function SignatureDemo3() {
  const [drawn, setDrawn] = useState(false);
  const [typed, setTyped] = useState('');
  const name = typed.trim();

  return (
    <div className="signature-demo3">
      <p className="signature-demo3__hint">Draw your signature with a mouse, a pen or a finger, or type your full name below.</p>
      <SignaturePad padLabel="Draw your signature" showPointerColors={false} onStateChange={(state) => setDrawn(state === 'signed')} />
      <Input label="Or type your full name" value={typed} onChange={setTyped} autoComplete="name" />
      {name && (
        <p className="signature-demo3__typed" aria-hidden>
          {name}
        </p>
      )}
      <p className="signature-demo3__status">
        {name ? `Signed by typing: ${name}` : drawn ? 'Signed by drawing.' : 'Not signed yet.'}
      </p>
    </div>
  );
}
