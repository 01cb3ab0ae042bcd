import { useRef, useState } from 'react';
import { Button } from 'aquila-ui/button';
import { SignaturePad, type SignaturePadHandle } from 'aquila-ui/signature';
import './signature-demo2.scss';

export default function SignatureDemo2() {
  const pad = useRef<SignaturePadHandle>(null);
  const [signed, setSigned] = useState(false);
  const [saved, setSaved] = useState('');

  const accept = () => {
    if (pad.current && !pad.current.isEmpty()) setSaved(pad.current.toDataURL());
  };

  const startOver = () => {
    pad.current?.clear();
    setSaved('');
  };

  return (
    <div className="signature-demo2">
      <p className="signature-demo2__title">Sign to accept the delivery</p>
      <SignaturePad
        handleRef={pad}
        pointerColor="navy"
        showPointerColors={false}
        showClearButton={false}
        padLabel="Delivery signature"
        onStateChange={(state) => setSigned(state === 'signed')}
      />
      <div className="signature-demo2__actions">
        <Button variant="outlined" onClick={startOver}>
          Start over
        </Button>
        <Button disabled={!signed} onClick={accept}>
          Accept delivery
        </Button>
      </div>
      <p className="signature-demo2__status" role="status">
        {saved ? (
          <>
            Delivery accepted.{' '}
            <a href={saved} download="signature.png">
              Download the signature
            </a>{' '}
            ({Math.round((saved.length * 3) / 4 / 1024)} KB PNG)
          </>
        ) : signed ? (
          'Signed: accept when ready.'
        ) : (
          'Not signed yet.'
        )}
      </p>
    </div>
  );
}
