export { normaliseUrl, FETCH_PROFILE, type NormaliseOptions } from './normalise.ts';
export { isSameSite, urlDepth } from './site.ts';
export { isTrackingParam, TRACKING_PARAMS } from './tracking.ts';
