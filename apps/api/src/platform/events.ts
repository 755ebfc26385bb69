/** Logs a reaction that failed; the action it followed has already happened and stands. */
interface EventLog {
  error(obj: object, msg: string): void;
}

/**
 * Typed in-process domain events: a module announces what happened, modules that care react.
 * Handlers are attached once, where the app is wired (services.ts), so every reaction is visible in
 * one place. Reactions run in order after the action and never fail it: an error is logged.
 */
export function createEvents<E extends Record<string, unknown>>(log: EventLog) {
  const handlers: { [K in keyof E]?: Array<(payload: E[K]) => Promise<void>> } = {};
  return {
    on<K extends keyof E>(name: K, handler: (payload: E[K]) => Promise<void>) {
      const list = handlers[name] ?? [];
      list.push(handler);
      handlers[name] = list;
    },
    async emit<K extends keyof E>(name: K, payload: E[K]) {
      for (const handler of handlers[name] ?? []) {
        try {
          await handler(payload);
        } catch (err) {
          log.error({ err, event: name }, 'reaction to a domain event failed');
        }
      }
    },
  };
}

export type Events<E extends Record<string, unknown>> = ReturnType<typeof createEvents<E>>;
/** What a module that announces events needs: only the sending side. */
export type Emitter<E extends Record<string, unknown>> = Pick<Events<E>, 'emit'>;
