import type { Logger } from 'pino';
import type { RequestIdVariables } from 'hono/request-id';

export type TAppEnv = {
  Variables: RequestIdVariables & { logger: Logger };
};
