/** Why the camera cannot be used, each with its message in the `scanner` namespace. */
export type TCameraProblem = 'denied' | 'none' | 'insecure' | 'busy' | 'failed' | 'reader';

export const cameraProblemKey = (problem: TCameraProblem) => `scanner.problems.${problem}`;

/**
 * The problem behind a failed `getUserMedia` (its DOMException names, as browsers report them):
 * refused by the person or by policy, no camera, a camera another app holds, or anything else.
 */
export function cameraProblemOf(error: unknown): TCameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'none';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
