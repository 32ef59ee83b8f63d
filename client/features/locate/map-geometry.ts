/**
 * The geometry of the offline location map: cells around a fix projected onto a flat plane in
 * metres (equirectangular around the fix: exact enough over the ~10 km shown), the extent that
 * keeps the nearest cells in view, and a scale bar of a round length.
 */
interface GeoPoint {
  lat: number;
  lng: number;
}

const METRES_PER_DEGREE = 111_320;

/** Metres east (x) and north (y) of `center`. */
export function toMetres(center: GeoPoint, point: GeoPoint): { x: number; y: number } {
  const x = (point.lng - center.lng) * METRES_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180);
  const y = (point.lat - center.lat) * METRES_PER_DEGREE;
  return { x, y };
}

/**
 * How many metres the map shows from its centre to its nearest edge: enough for the accuracy
 * circle and the `keep` nearest cells, at least 1.5 km, at most `max`.
 */
export function viewRadius(
  accuracyM: number,
  distances: readonly number[],
  keep: number,
  max: number,
): number {
  const nearest = [...distances].sort((a, b) => a - b).slice(0, keep);
  const far = nearest.length > 0 ? nearest[nearest.length - 1]! : 0;
  return Math.min(max, Math.max(1500, accuracyM * 1.5, far * 1.15));
}

const SCALE_STEPS = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000];

/** The longest round length not over `metres` (a scale bar that fits the space given). */
export function scaleLength(metres: number): number {
  return SCALE_STEPS.filter((s) => s <= metres).at(-1) ?? SCALE_STEPS[0]!;
}

/** Maps metres to SVG coordinates for a `width` x `height` view showing `radiusM` to the nearest edge. */
export function svgProjector(width: number, height: number, radiusM: number) {
  const pxPerMetre = Math.min(width, height) / 2 / radiusM;
  return {
    pxPerMetre,
    at: ({ x, y }: { x: number; y: number }) => ({
      x: width / 2 + x * pxPerMetre,
      y: height / 2 - y * pxPerMetre,
    }),
  };
}
