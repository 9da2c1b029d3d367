/**
 * What an /update/detail/{id} path names: a post by its numeric id (content/ex/v1/post/{id}) or
 * an analysis post by its slug (legacy analysis-detail/getbyname/{name}).
 */
export type AnalysisRef =
  { readonly by: 'id'; readonly id: string } | { readonly by: 'slug'; readonly slug: string };

const DIGITS = /^\d+$/;

/**
 * Spec §2 /update/detail/{id} and §7's legacy analysis-detail/getbyname: a param of digits only is
 * an id, as the lists have always linked; anything else is a slug. An id wins, so a slug of digits
 * only (which the slug rule allows) is reached by its id. A malformed slug is still asked for: the
 * server's 400 on `name` is the not-found screen, the same as an unknown one.
 * @example analysisRefOf('42') // { by: 'id', id: '42' }
 * @example analysisRefOf('bbca-menguat') // { by: 'slug', slug: 'bbca-menguat' }
 */
export function analysisRefOf(param: string): AnalysisRef {
  return DIGITS.test(param) ? { by: 'id', id: param } : { by: 'slug', slug: param };
}
