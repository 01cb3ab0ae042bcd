import { RangeDatepicker, type RangeDatepickerLabels } from 'aquila-ui/datepicker';
import './datepicker-demo3.scss';

const DAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const LABELS: RangeDatepickerLabels = {
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  chooseDates: 'Elegir fechas',
  previousYear: 'Año anterior',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  nextYear: 'Año siguiente',
  month: 'Mes',
  year: 'Año',
  rangeStart: 'inicio del periodo',
  rangeEnd: 'fin del periodo',
  invalidDate: (text, format) => `${text} no es una fecha válida: escríbela como ${format}`,
  outOfRange: (text, startYear, endYear) => `${text} está fuera de los años ${startYear} a ${endYear}`,
};

export default function DatepickerDemo3() {
  return (
    <div className="datepicker-demo3">
      <RangeDatepicker
        lang="es"
        label="Vacaciones"
        firstDayOfWeek={1}
        todayLabel="Hoy"
        days={DAYS}
        dayNames={DAY_NAMES}
        months={MONTHS}
        labels={LABELS}
      />
    </div>
  );
}
