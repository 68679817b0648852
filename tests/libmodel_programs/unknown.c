/* Unknown externals touch what they reach and what has escaped (flow-insensitively:
 * ext(&e) on line 12 may already touch a, whose address escapes on line 14). */
void ext(int *p);
void ext0(void);
int a;
int g;          /* never escapes: unknown code cannot touch it */
int e;          /* escapes on line 12 */

int main(void) {
    a = 1;
    g = 1;
    ext(&e);
    e = 2;
    ext(&a);
    a = a + g;                      /* RD a: 10 12 14; RD g: 11 */
    ext0();
    return a + e + g;               /* RD a: 15 16; RD e: 13 14 16; RD g: 11 */
}
