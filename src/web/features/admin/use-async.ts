// Moved to src/web/lib so other features (reports) can use it; kept here for the admin's imports.
export { useAsync, type TAsync } from '../../lib/use-async.ts';
