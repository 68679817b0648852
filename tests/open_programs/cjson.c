/* The shape of cJSON's item lists: a doubly linked list whose head's prev points to the
 * tail, so that a one-element array has item->prev == item. No main: outside code builds
 * the arrays and detaches items. */
#include <stddef.h>
#include <stdlib.h>
#include "../alias_programs/aliascheck.h"

typedef struct cJSON {
    struct cJSON *next;
    struct cJSON *prev;
    struct cJSON *child;
    int type;
} cJSON;

cJSON *cJSON_CreateArray(void)
{
    cJSON *item = calloc(1, sizeof(cJSON));
    if (item != NULL)
        item->type = 32;
    return item;
}

int cJSON_AddItemToArray(cJSON *array, cJSON *item)
{
    cJSON *child;
    if (item == NULL || array == NULL || array == item)
        return 0;
    child = array->child;
    if (child == NULL) {
        array->child = item;
        item->prev = item;
        item->next = NULL;
    } else if (child->prev != NULL) {
        child->prev->next = item;
        item->prev = child->prev;
        array->child->prev = item;
    }
    return 1;
}

cJSON *cJSON_DetachItemViaPointer(cJSON *parent, cJSON *const item)
{
    if (parent == NULL || item == NULL)
        return NULL;
    MAYALIAS(item, item->prev);  /* a one-element array: item->prev == item */
    if (item != parent->child)
        item->prev->next = item->next;
    if (item->next != NULL)
        item->next->prev = item->prev;
    if (item == parent->child)
        parent->child = item->next;
    else if (item->next == NULL)
        parent->child->prev = item->prev;
    item->prev = NULL;
    item->next = NULL;
    return item;
}
