import { useState } from 'react';
import { SignaturePad, type SignatureState } from 'aquila-ui/signature';
import './signature-demo1.scss';

const PEN_COLORS = ['black', '#2A7CFF', '#d32029'];

export default function SignatureDemo1() {
  const [image, setImage] = useState('');
  const [state, setState] = useState<SignatureState>('empty');

  return (
    <div className="signature-demo1">
      <SignaturePad pointerColors={PEN_COLORS} onSignatureComplete={setImage} onStateChange={setState} />
      <figure className="signature-demo1__preview">
        <figcaption className="signature-demo1__caption">Preview</figcaption>
        <div className="signature-demo1__box">
          {state === 'signed' && image ? (
            <img className="signature-demo1__image" src={image} alt="Your signature" />
          ) : (
            <p className="signature-demo1__hint">Sign above: the image appears here each time you lift the pen.</p>
          )}
        </div>
      </figure>
    </div>
  );
}
