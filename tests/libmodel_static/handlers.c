/* A registered signal handler may run at any later point: its definitions are never
 * killed (stop = 0 does not hide the handler's stop = 1 from the loop), and `raise` runs
 * it, so its uses see what reaches the raise. (The interpreter delivers no signals, so
 * this program is checked by its markers only.) */
#include <signal.h>
volatile sig_atomic_t stop;
int count, last;
static void on_int(int sig) { stop = 1; last = count; }    /* RD count: 7!initial 16 */
int main(int argc, char **argv) {
    signal(SIGINT, on_int);
    stop = 0;
    while (!stop) {                 /* RD stop: 6!initial 8 11 */
        if (count > argc)
            raise(SIGINT);
        else
            count++;
    }
    return count + last;            /* RD last: 7!initial 8 */
}
