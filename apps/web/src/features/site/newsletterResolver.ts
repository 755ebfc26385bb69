import { zodResolver } from '@hookform/resolvers/zod';
import { newsletterBody } from '@roamstead/contract';

export const newsletterResolver = zodResolver(newsletterBody);
