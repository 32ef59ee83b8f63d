import { carrierApiDoc, customerApiDoc } from '#contract';
import { CARRIER_API_DOC, CUSTOMER_API_DOC, localiseDoc } from '../../fixtures/api-docs.ts';
import { defineRoute } from '../define-route.ts';

export const apiDocRoutes = [
  defineRoute(customerApiDoc, ({ lang }) => localiseDoc(CUSTOMER_API_DOC, lang)),
  defineRoute(carrierApiDoc, ({ lang, query }) => localiseDoc(CARRIER_API_DOC, lang, query.carrier)),
];
