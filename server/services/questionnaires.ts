import type { Lang } from '#contract';
import type { SurveyQuestion } from '../../fixtures/questionnaires.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { bothColumns, listOf, pick } from '../i18n.ts';

interface QuestionnaireRow {
  id: number;
  title: string;
  title_en: string;
  url: string;
  questions: string;
  active: number;
}

const COLUMNS = 'q.id, q.title, q.title_en, q.url, q.questions, q.active';

const questionsOf = (row: QuestionnaireRow) => JSON.parse(row.questions) as SurveyQuestion[];

const present = (row: QuestionnaireRow, lang: Lang) => ({
  id: row.id,
  url: row.url,
  title: pick(bothColumns(row, 'title'), lang),
  questions: questionsOf(row).map((q) => ({
    id: q.id,
    text: q.text[lang],
    options: q.options.map((option) => option[lang]),
  })),
});

function find(deps: AppDeps, id: number): QuestionnaireRow {
  const row = deps.sqlite
    .prepare<[number], QuestionnaireRow>(`select ${COLUMNS} from questionnaires q where q.id = ?`)
    .get(id);
  if (!row) throw notFound('questionnaire_not_found', { id });
  return row;
}

/**
 * The survey put to the caller: the first active one it has not answered, or null. Surveys are for
 * customer logins only: support users, switched into a customer or not, always get null. With an
 * id, that survey in the same shape whether answered or closed (a link to it still opens), 404 if
 * there is none.
 */
export function currentQuestionnaire(deps: AppDeps, auth: AuthContext, id: number | undefined, lang: Lang) {
  if (auth.loginType !== 'client') return { questionnaire: null };
  if (id !== undefined) return { questionnaire: present(find(deps, id), lang) };
  const row = deps.sqlite
    .prepare<[number], QuestionnaireRow>(
      `select ${COLUMNS} from questionnaires q
       where q.active = 1 and q.audience = 'client' and not exists
         (select 1 from questionnaire_answers a where a.questionnaire_id = q.id and a.user_id = ?)
       order by q.id limit 1`,
    )
    .get(auth.userId);
  return { questionnaire: row ? present(row, lang) : null };
}

/**
 * Checks answers against the questions and returns them as stored: every key a question of the
 * survey, every choice question answered with one of its options (in either language, stored in
 * Chinese), free text trimmed and optional. The first problem is a 400 naming the question.
 */
export function checkAnswers(
  questions: readonly SurveyQuestion[],
  answers: Readonly<Record<string, string>>,
): Record<string, string> {
  for (const key of Object.keys(answers)) {
    if (!questions.some((q) => q.id === key)) {
      throw badRequest('questionnaire_unknown_question', { id: key });
    }
  }
  const stored: Record<string, string> = {};
  for (const q of questions) {
    const answer = (answers[q.id] ?? '').trim();
    if (q.options.length === 0) {
      if (answer) stored[q.id] = answer;
      continue;
    }
    if (!answer) throw badRequest('questionnaire_missing_answer', { question: q.text });
    const option = q.options.find((o) => o['zh-CN'] === answer || o.en === answer);
    if (!option) {
      throw badRequest('questionnaire_bad_option', { question: q.text, options: listOf(q.options) });
    }
    stored[q.id] = option['zh-CN'];
  }
  return stored;
}

/** Records the caller's answers once: a second submission is refused, so the survey is not asked again. */
export function completeQuestionnaire(
  deps: AppDeps,
  auth: AuthContext,
  input: { questionnaire_id: number; answers: Record<string, string> },
) {
  if (auth.loginType !== 'client') throw badRequest('questionnaire_client_only');
  const row = find(deps, input.questionnaire_id);
  const answered = () => badRequest('questionnaire_answered');
  const already = deps.sqlite
    .prepare<[number, number], { n: number }>(
      'select 1 as n from questionnaire_answers where questionnaire_id = ? and user_id = ?',
    )
    .get(row.id, auth.userId);
  if (already) throw answered();
  if (row.active !== 1) throw badRequest('questionnaire_closed');
  const stored = checkAnswers(questionsOf(row), input.answers);
  const { changes } = deps.sqlite
    .prepare(
      `insert into questionnaire_answers (questionnaire_id, user_id, answers, answered_at)
       values (?, ?, ?, ?) on conflict do nothing`,
    )
    .run(row.id, auth.userId, JSON.stringify(stored), deps.clock.now());
  if (changes === 0) throw answered();
  return { completed: true };
}
