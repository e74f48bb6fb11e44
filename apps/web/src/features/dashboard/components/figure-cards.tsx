import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import type { FetchStat } from '../../../api/dashboard/fetch-stat.ts';
import { formatNumber } from '../../../lib/format.ts';

/** The headline figures: visits, words, languages, domains and MT use against the plan. */
export function FigureCards({ stat }: { stat: FetchStat['stat'] }) {
  const used = stat.mtAllowance !== null && stat.mtAllowance > 0 ? Math.min(100, Math.round((stat.mtCharactersThisMonth / stat.mtAllowance) * 100)) : 0;
  const change = stat.visitsChange;
  const cards = [
    { title: 'Visits in the range', value: stat.visits, note: `${formatNumber(stat.views)} page views` },
    {
      title: 'Visits this month',
      value: stat.visitsThisMonth,
      note: change === null ? 'No visits last month to compare' : `${change >= 0 ? '+' : ''}${change}% from last month (${formatNumber(stat.visitsLastMonth)})`,
    },
    {
      title: 'Words translated',
      value: stat.translatedWords,
      note: `${formatNumber(stat.transliteratedWords)} transliterated · ${formatNumber(stat.sourceWords)} source words`,
    },
    { title: 'Languages live', value: stat.totalLanguages, note: `${formatNumber(stat.domains)} domains in ${formatNumber(stat.projects)} projects` },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.title} xs={24} sm={12} xl={6}>
          <Card size="small">
            <Statistic title={c.title} value={c.value} formatter={(v) => formatNumber(Number(v))} />
            <Typography.Text type="secondary">{c.note}</Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={24}>
        <Card size="small" title="Machine translation this month">
          <Progress percent={used} status={used >= 100 ? 'exception' : 'normal'} aria-label="Machine translation characters used of the plan" />
          <Typography.Text type="secondary">
            {formatNumber(stat.mtCharactersThisMonth)}{' '}
            {stat.mtAllowance === null ? 'characters (no plan limit)' : `of ${formatNumber(stat.mtAllowance)} characters in your plan`} ·{' '}
            {formatNumber(stat.mtCallsThisMonth)} engine calls
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
