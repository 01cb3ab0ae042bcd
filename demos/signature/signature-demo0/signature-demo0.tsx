import { useState } from 'react';
import { SignaturePad, type SignatureState } from 'aquila-ui/signature';
import './signature-demo0.scss';

export default function SignaturePadConfigurator() {
  const [image, setImage] = useState('');
  const [state, setState] = useState<SignatureState>('empty');

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <SignaturePad
        onSignatureComplete={setImage}
        onStateChange={setState}
        onPointerColorChange={(color) => console.log('onPointerColorChange', color)}
      />
      {state === 'signed' && image ? (
        <img className="signature-demo0__image" src={image} alt="Your signature" />
      ) : (
        <p>Sign the pad: the image appears here each time you lift the pen.</p>
      )}
    </div>
  );
}
