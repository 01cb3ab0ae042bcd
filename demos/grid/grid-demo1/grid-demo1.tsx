import { Col, Row } from 'aquila-ui/grid';
import './grid-demo1.scss';

/** Each line's spans add up to the row's 40 columns. */
const LINES = [[40], [20, 20], [10, 10, 10, 10], [8, 8, 8, 8, 8], [5, 5, 5, 5, 5, 5, 5, 5], [30, 10]];

export default function GridDemo1() {
  return (
    <div className="grid-demo1">
      {LINES.map((spans) => (
        <Row key={spans.join('-')} span={40} gutter={4}>
          {spans.map((span, index) => (
            <Col key={index} span={span} className="grid-demo1__cell">
              {span}
            </Col>
          ))}
        </Row>
      ))}
    </div>
  );
}
