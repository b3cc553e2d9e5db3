import { formatRupees } from '@rewards/shared';
import type { DailyPoint } from '@rewards/contract';
import { Box, Card, Flex, Heading, Text } from '@rewards/shared/ui';

const WIDTH = 600;
const HEIGHT = 160;

function polyline(values: readonly number[]): string {
  const max = Math.max(...values, 1);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : WIDTH;
  return values
    .map(
      (value, index) =>
        `${(index * step).toFixed(1)},${(HEIGHT - (value / max) * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
}

/**
 * Revenue and registrations over the last days, drawn as plain SVG: a chart library would
 * cost more than the rest of the dashboard for two lines. Without the money permission the
 * API sends no revenue, and the chart shows registrations only.
 */
export function TrendChart({
  points,
  showRevenue,
}: {
  points: readonly DailyPoint[];
  showRevenue: boolean;
}) {
  const revenue = points.map((point) => point.revenue ?? 0);
  const registrations = points.map((point) => point.registrations);
  const totalRevenue = revenue.reduce((sum, value) => sum + value, 0);
  const totalRegistrations = registrations.reduce((sum, value) => sum + value, 0);
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  const money = showRevenue ? `${formatRupees(totalRevenue)} revenue and ` : '';
  const summary = `Last ${points.length} days: ${money}${totalRegistrations} registrations`;

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          {showRevenue ? 'Revenue and registrations' : 'Registrations'}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {summary}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box as="figure" m="0">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width="100%"
            height={HEIGHT}
            role="img"
            aria-label={summary}
            preserveAspectRatio="none"
          >
            {showRevenue && (
              <polyline
                points={polyline(revenue)}
                fill="none"
                stroke="#16a34a"
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
              />
            )}
            <polyline
              points={polyline(registrations)}
              fill="none"
              stroke="#2563eb"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1">
            <span>{first}</span>
            <Flex gap="4">
              {showRevenue && (
                <Text as="span" color="green.fg">
                  — Revenue
                </Text>
              )}
              <Text as="span" color="blue.fg">
                — Registrations
              </Text>
            </Flex>
            <span>{last}</span>
          </Flex>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
