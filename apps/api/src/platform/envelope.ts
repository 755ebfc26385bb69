/** The success envelope every route answers with: `{ success: true, data, message? }`. */
export const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });
