import { nearestPoint, niceStep, priceDrawing, priceTicks } from '@/lib/format/price-drawing';

describe('the price axis', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(130)).toBe(200);
    expect(niceStep(0.03)).toBe(0.05);
    expect(niceStep(0)).toBe(1);
  });

  it('covers every price on whole steps', () => {
    expect(priceTicks([129.9, 99.5, 110])).toEqual([90, 100, 110, 120, 130]);
    expect(priceTicks([1499, 1199])).toEqual([1100, 1200, 1300, 1400, 1500]);
    expect(priceTicks([0.1, 0.3])).toEqual([0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it('gives a flat history a band around its price', () => {
    expect(priceTicks([50, 50])).toEqual([45, 50, 55]);
    expect(priceTicks([0])).toEqual([-1, 0, 1]);
  });
});

describe('the drawing', () => {
  const rows = [
    { day: '2026-10-01', price: 120 },
    { day: '2026-10-02', price: 100 },
    { day: '2026-10-11', price: 110 },
  ];

  it('spaces days by time and holds each price until the next day', () => {
    const d = priceDrawing(rows, null);
    expect(d.yTicks.map((t) => t.value)).toEqual([100, 105, 110, 115, 120]);
    expect(d.points.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [10, 100],
      [100, 50],
    ]);
    expect(d.path).toBe('M0 0H10V100H100V50');
    expect(d.lowestY).toBeNull();
  });

  it('extends the price axis down to the lowest-ever price', () => {
    const d = priceDrawing(rows, 80);
    expect(d.yTicks[0]).toEqual({ value: 80, y: 100 });
    expect(d.yTicks[d.yTicks.length - 1]).toEqual({ value: 120, y: 0 });
    expect(d.lowestY).toBe(100);
    expect(d.points[1]!.y).toBe(50);
  });

  it('labels days inside the plot, each once', () => {
    const d = priceDrawing(rows, null);
    expect(d.xTicks).toEqual([
      { day: '2026-10-02', x: 10 },
      { day: '2026-10-11', x: 100 },
    ]);
    const month = Array.from({ length: 31 }, (_, i) => ({
      day: `2026-10-${String(i + 1).padStart(2, '0')}`,
      price: 10 + (i % 3),
    }));
    const ticks = priceDrawing(month, null).xTicks;
    expect(ticks.map((t) => t.day)).toEqual([
      '2026-10-04',
      '2026-10-12',
      '2026-10-20',
      '2026-10-28',
    ]);
    expect(ticks.every((t) => t.x > 0 && t.x < 100)).toBe(true);
  });

  it('draws a single day across the width', () => {
    const d = priceDrawing([{ day: '2026-10-01', price: 42 }], null);
    expect(d.path).toBe('M0 50H100');
    expect(d.xTicks).toEqual([{ day: '2026-10-01', x: 50 }]);
  });

  it('finds the day under the pointer', () => {
    const { points } = priceDrawing(rows, null);
    expect(nearestPoint(points, 3).day).toBe('2026-10-01');
    expect(nearestPoint(points, 40).day).toBe('2026-10-02');
    expect(nearestPoint(points, 70).day).toBe('2026-10-11');
  });
});
