/*
 * Alias oracles of the alias test programs (SVF-style convention).
 *
 *   MAYALIAS(p, q)  the analysis must report that *p and *q may alias
 *                   (the pointer values p and q may point to the same memory).
 *   NOALIAS(p, q)   *p and *q never alias; the analysis should prove it.
 *   MUSTALIAS(p, q), PARTIALALIAS(p, q)
 *                   p and q are equal (or overlap): the analysis must report may-alias.
 *   EXPECTEDFAIL_MAYALIAS(p, q), EXPECTEDFAIL_NOALIAS(p, q)
 *                   the claim of MAYALIAS/NOALIAS, known not to be met (an expected
 *                   failure; the line's comment says why).
 *
 * A trailing comment on an oracle line may say why an analysis cannot meet the claim:
 *   "imprecise: ..."     every mode is known to answer "may alias" here;
 *   "imprecise-fi: ..."  only the field-insensitive graph is (section 7.1);
 *   "unsound-fs: ..."    the field-sensitive graph would miss this alias (section 5).
 * aliascheck.c gives trivial definitions so that the programs link and run.
 */
#ifndef ALIASCHECK_H
#define ALIASCHECK_H

void MAYALIAS(void *p, void *q);
void NOALIAS(void *p, void *q);
void MUSTALIAS(void *p, void *q);
void PARTIALALIAS(void *p, void *q);
void EXPECTEDFAIL_MAYALIAS(void *p, void *q);
void EXPECTEDFAIL_NOALIAS(void *p, void *q);

#endif
