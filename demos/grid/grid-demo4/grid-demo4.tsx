import { Col, Row, type RowAlign } from 'aquila-ui/grid';
import './grid-demo4.scss';

const ALIGN: RowAlign[] = ['top', 'middle', 'bottom'];
/** Columns of different heights, so where each one sits shows. */
const HEIGHTS = [100, 50, 120, 80];

export default function GridDemo4() {
  return (
    <div className="grid-demo4">
      {ALIGN.map((align) => (
        <figure key={align}>
          <figcaption>
            <code>align="{align}"</code>
          </figcaption>
          <Row align={align} justify="space-around" className="grid-demo4__row">
            {HEIGHTS.map((height) => (
              <Col key={height} span={4} className="grid-demo4__cell" style={{ height }}>
                {height} px
              </Col>
            ))}
          </Row>
        </figure>
      ))}
    </div>
  );
}
