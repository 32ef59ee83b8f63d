import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { decimal, positiveId } from '../numbers.ts';

/** A platform notice; `content` is HTML that the client sanitises before showing it. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  published_at: z.string(),
});

export const unreadNotices = defineEndpoint({
  method: 'GET',
  path: '/unread/marquees/',
  summary:
    'Notices the caller has not read yet, oldest first (shown one after another on entering the portal). ' +
    'Shown from publication until expiry; support logins, switched into a customer or not, get only the notices for everyone',
  access: 'login',
  data: z.object({ items: z.array(noticeSchema) }),
});

export const markNoticeRead = defineEndpoint({
  method: 'POST',
  path: '/unread/marquees/',
  summary: 'Marks a notice read for the calling user (idempotent); a notice not shown to the caller is a 404',
  access: 'login',
  body: z.object({ mq_id: positiveId() }),
  data: z.object({ mq_id: z.number().int(), read: z.boolean() }),
});

export const platformNotices = defineEndpoint({
  method: 'GET',
  path: '/platform/notices/',
  summary: 'Every notice published to the caller, newest first, with whether it was read (/platform_notice)',
  access: 'login',
  query: z.object({
    page: decimal(z.number().int().min(1)).default(1),
    page_size: decimal(z.number().int().min(1).max(50)).default(10),
  }),
  data: z.object({
    items: z.array(noticeSchema.extend({ read: z.boolean() })),
    total_count: z.number().int(),
  }),
});

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Choices; an empty list asks for free text. */
  options: z.array(z.string()),
});

export const currentQuestionnaire = defineEndpoint({
  method: 'GET',
  path: '/questionnaire/',
  summary:
    'The survey the caller is asked to answer, or null (client logins only; support, switched or not, gets null). ' +
    'With questionnaire_id: that survey, answered or not (404 if unknown)',
  access: 'login',
  query: z.object({ questionnaire_id: positiveId().optional() }),
  data: z.object({
    questionnaire: z
      .object({
        id: z.number().int(),
        url: z.string(),
        title: z.string(),
        questions: z.array(questionSchema),
      })
      .nullable(),
  }),
});

export const completeQuestionnaire = defineEndpoint({
  method: 'POST',
  path: '/questionnaire/',
  summary:
    "Records the caller's answers once (a second submission is a 400); the survey is then not asked again. " +
    'Every key must be a question id; choice questions need one of their options (either language)',
  access: 'login',
  body: z.object({
    questionnaire_id: positiveId(),
    answers: z.record(z.string(), z.string().max(500)),
  }),
  data: z.object({ completed: z.boolean() }),
});
