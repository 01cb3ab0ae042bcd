import { Col, Row } from 'aquila-ui/grid';

const cell = { padding: 8, background: 'var(--aq-color-primary)', color: 'var(--aq-color-on-primary)' };

export default function GridConfigurator() {
  return (
    <Row gutter={16} style={{ minHeight: 120, outline: '1px dashed var(--aq-color-border-strong)' }}>
      <Col span={6} style={cell}>
        Sidebar
      </Col>
      <Col span={10} style={{ ...cell, height: 80 }}>
        Content
      </Col>
      <Col span={4} style={cell}>
        Aside
      </Col>
    </Row>
  );
}
