/*
 * Alias oracles for the alias examples (SVF-style test convention).
 *
 *   MAYALIAS(p, q)  the analysis must report that *p and *q may alias,
 *                   i.e. that the pointer values p and q may be equal
 *                   (value aliases V(p, q), memory aliases M(*p, *q)).
 *   NOALIAS(p, q)   the analysis should prove that *p and *q never alias.
 *   MUSTALIAS(p, q), PARTIALALIAS(p, q)
 *                   p and q are equal (or overlap): the analysis must report may-alias.
 *   EXPECTEDFAIL_MAYALIAS(p, q), EXPECTEDFAIL_NOALIAS(p, q)
 *                   the claim of MAYALIAS/NOALIAS, known not to be met (an expected
 *                   failure: known imprecision).
 *
 * An analysis recognises the calls by name; aliascheck.c gives trivial
 * definitions so that the examples link and run.
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
