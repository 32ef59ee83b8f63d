import { describe, expect, it } from 'vitest';
import { scaleLength, svgProjector, toMetres, viewRadius } from '@/features/locate/map-geometry';

describe('the offline location map', () => {
  it('places a point 0.01° north and east of the fix about 1.1 km up and less to the right', () => {
    const { x, y } = toMetres({ lat: 30, lng: 120 }, { lat: 30.01, lng: 120.01 });
    expect(y).toBeCloseTo(1113, 0);
    expect(x).toBeCloseTo(1113 * Math.cos(Math.PI / 6), 0);
  });

  it('sizes the view to the nearest cells, within 1.5 km and the maximum', () => {
    expect(viewRadius(300, [800, 1200, 9000], 2, 12_000)).toBe(1500);
    expect(viewRadius(300, [2000, 4000, 9000], 2, 12_000)).toBeCloseTo(4600);
    expect(viewRadius(2000, [], 10, 12_000)).toBe(3000);
    expect(viewRadius(300, [20_000, 30_000], 2, 12_000)).toBe(12_000);
  });

  it('takes the longest round scale length that fits', () => {
    expect(scaleLength(50)).toBe(100);
    expect(scaleLength(1499)).toBe(1000);
    expect(scaleLength(2300)).toBe(2000);
    expect(scaleLength(7000)).toBe(5000);
  });

  it('puts the fix at the centre and north up', () => {
    const projector = svgProjector(400, 300, 3000);
    expect(projector.pxPerMetre).toBeCloseTo(0.05);
    expect(projector.at({ x: 0, y: 0 })).toEqual({ x: 200, y: 150 });
    expect(projector.at({ x: 1000, y: 1000 })).toEqual({ x: 250, y: 100 });
  });
});
