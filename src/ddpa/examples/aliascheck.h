/*
 * Alias oracles for the alias examples (SVF-style test convention).
 *
 *   MAYALIAS(p, q)  the analysis must report that *p and *q may alias,
 *                   i.e. that the pointer values p and q may be equal
 *                   (value aliases V(p, q), memory aliases M(*p, *q)).
 *   NOALIAS(p, q)   the analysis should prove that *p and *q never alias.
 *
 * An analysis recognises the calls by name; aliascheck.c gives trivial
 * definitions so that the examples link and run.
 */
#ifndef ALIASCHECK_H
#define ALIASCHECK_H

void MAYALIAS(void *p, void *q);
void NOALIAS(void *p, void *q);

#endif
