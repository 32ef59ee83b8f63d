/** The survey dialog opens once per session, until closed or answered (spec section 4). */
const KEY = 'questionnaire_dismissed';

export const surveyDismissed = () => sessionStorage.getItem(KEY) === '1';
export const dismissSurvey = () => sessionStorage.setItem(KEY, '1');
/** Logout forgets it, so the next login asks again. */
export const forgetSurvey = () => sessionStorage.removeItem(KEY);
