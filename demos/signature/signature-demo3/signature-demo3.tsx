import { useMemo, useState } from 'react';
import { Input } from 'aquila-ui/input';
import { SignaturePad, textToBase64Image, type SignatureFontStyle } from 'aquila-ui/signature';
import './signature-demo3.scss';

// A handwriting face where the system has one.
const HANDWRITING: SignatureFontStyle = {
  fontFamily: "'Segoe Script', 'Brush Script MT', 'Apple Chancery', cursive",
  fontSize: '32px',
  fontWeight: '400',
  color: '#000000',
  textAlign: 'center',
};

export default function SignatureDemo3() {
  const [drawn, setDrawn] = useState(false);
  const [typed, setTyped] = useState('');
  const name = typed.trim();
  // The typed name as a PNG data URL, like the one a drawing gives, so both are kept the same way.
  const typedImage = useMemo(() => (name ? textToBase64Image(name, HANDWRITING, 400, 80) : ''), [name]);

  return (
    <div className="signature-demo3">
      <p className="signature-demo3__hint">Draw your signature with a mouse, a pen or a finger, or type your full name below.</p>
      <SignaturePad padLabel="Draw your signature" showPointerColors={false} onStateChange={(state) => setDrawn(state === 'signed')} />
      <Input label="Or type your full name" value={typed} onChange={setTyped} autoComplete="name" />
      {typedImage && (
        <img className="signature-demo3__typed" src={typedImage} alt={`Typed signature: ${name}`} width={400} height={80} />
      )}
      <p className="signature-demo3__status">
        {name ? `Signed by typing: ${name}` : drawn ? 'Signed by drawing.' : 'Not signed yet.'}
      </p>
    </div>
  );
}
