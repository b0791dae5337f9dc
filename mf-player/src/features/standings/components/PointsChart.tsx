// The recharts drawing of the points-over-time chart. Loaded lazily (its own chunk): recharts only
// downloads when a page shows a chart.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartModel } from '../model/cumulativeSeries';

export default function PointsChart({ model }: { model: ChartModel }) {
  const word = model.periodWord === 'week' ? 'Week' : 'Episode';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={model.data} margin={{ top: 8, right: 12, bottom: 4, left: -12 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="period"
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          tickFormatter={(period: number) => (period === 0 ? 'Start' : model.periodWord === 'week' ? `W${period}` : `E${period}`)}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#64748b' }} tickLine={false} axisLine={false} width={44} />
        <Tooltip
          labelFormatter={(period) => (Number(period) === 0 ? `Before ${model.periodWord} 1` : `${word} ${String(period)}`)}
          formatter={(value, key) => [`${String(value)} pts`, model.series.find((line) => line.key === key)?.name ?? String(key)]}
          contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 12 }}
          // Each line's colour marks its swatch; the text stays dark enough to read on white (a line colour can be too light).
          itemStyle={{ color: '#1e293b' }}
          itemSorter={(item) => -Number(item.value ?? 0)}
        />
        {model.series.map((line) => (
          <Line
            key={line.key}
            dataKey={line.key}
            name={line.name}
            type="monotone"
            stroke={line.color}
            strokeWidth={line.isYou ? 3.5 : 2}
            dot={model.data.length <= 12 ? { r: line.isYou ? 3.5 : 2.5, strokeWidth: 0, fill: line.color } : false}
            activeDot={{ r: 5 }}
            animationDuration={400}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
