import { useState } from 'react';
import { Button } from 'aquila-ui/button';
import { Col, Row } from 'aquila-ui/grid';
import './grid-demo2.scss';

/** Each line's spans add up to the default 24 columns. */
const LINES = [[24], [12, 12], [8, 8, 8], [6, 6, 6, 6], [4, 4, 4, 4, 4, 4]];

export default function GridDemo2() {
  const [sidebar, setSidebar] = useState(true);

  return (
    <div className="grid-demo2">
      {LINES.map((spans) => (
        <Row key={spans.join('-')} gutter={16}>
          {spans.map((span, index) => (
            <Col key={index} span={span} className="grid-demo2__cell">
              {span}
            </Col>
          ))}
        </Row>
      ))}
      <Row gutter={16}>
        {/* Span 0 hides the sidebar; the content then takes all 24 columns. */}
        <Col span={sidebar ? 6 : 0} className="grid-demo2__cell">
          Sidebar
        </Col>
        <Col span={sidebar ? 18 : 24} className="grid-demo2__cell">
          Content
        </Col>
      </Row>
      <div className="grid-demo2__actions">
        <Button variant="outlined" onClick={() => setSidebar((shown) => !shown)}>
          {sidebar ? 'Hide the sidebar' : 'Show the sidebar'}
        </Button>
      </div>
    </div>
  );
}
