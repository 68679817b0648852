/* A handler installed with sigaction sits inside the struct: every address-taken function
 * of the handler's arity may be it, and its definitions are never killed. */
#include <signal.h>
#include <string.h>
volatile sig_atomic_t got;
static void on_hup(int sig) { got = sig; }
int main(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_hup;
    sigaction(SIGHUP, &sa, 0);
    got = 0;
    return got;                     /* RD got: 5!initial 6 12 */
}
