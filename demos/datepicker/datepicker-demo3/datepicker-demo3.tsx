import { RangeDatepicker } from 'aquila-ui/datepicker';
import { AquilaProvider } from 'aquila-ui/provider';
import { es } from 'aquila-ui/locales/es';
import './datepicker-demo3.scss';

export default function DatepickerDemo3() {
  return (
    <AquilaProvider locale="es" messages={es}>
      <div className="datepicker-demo3">
        <RangeDatepicker label="Vacaciones" />
      </div>
    </AquilaProvider>
  );
}
