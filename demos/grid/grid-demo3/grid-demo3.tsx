import { Col, Row, type RowJustify } from 'aquila-ui/grid';
import './grid-demo3.scss';

const JUSTIFY: RowJustify[] = ['start', 'center', 'end', 'space-between', 'space-around', 'space-evenly'];

export default function GridDemo3() {
  return (
    <div className="grid-demo3">
      {JUSTIFY.map((justify) => (
        <figure key={justify}>
          <figcaption>
            <code>justify="{justify}"</code>
          </figcaption>
          <Row justify={justify} className="grid-demo3__row">
            {[1, 2, 3, 4].map((column) => (
              <Col key={column} span={4} className="grid-demo3__cell">
                col-4
              </Col>
            ))}
          </Row>
        </figure>
      ))}
    </div>
  );
}
