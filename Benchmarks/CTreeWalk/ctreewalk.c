#include "ctreewalk.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <stdlib.h>

enum {
    NEEDS_CONSTRAINTS = 1u << 0,
    NEEDS_LAYOUT = 1u << 1,
    NEEDS_DISPLAY = 1u << 2,
    SUB_CONSTRAINTS = 1u << 3,
    SUB_LAYOUT = 1u << 4,
    SUB_DISPLAY = 1u << 5,
};

typedef struct ctw_node ctw_node;
typedef void (*ctw_hook)(ctw_node *);

struct ctw_node {
    uint32_t flags;
    uint32_t child_count;
    ctw_node *parent;
    ctw_node **children;
    ctw_hook update_constraints;
    ctw_hook layout_subviews;
    ctw_hook draw;
    uint64_t calls;
};

struct ctw_tree {
    ctw_node *nodes;
    ctw_node **child_storage;
    size_t count;
    struct frame { ctw_node *node; uint32_t next; } *stack;
};

// The hooks are trivial, like the benchmark's Swift overrides; `noinline` keeps each one a real call.
__attribute__((noinline)) static void hook(ctw_node *node) { node->calls += 1; }

ctw_tree *ctw_create(ctw_shape shape, size_t count) {
    ctw_tree *tree = calloc(1, sizeof *tree);
    tree->count = count;
    tree->nodes = calloc(count, sizeof *tree->nodes);
    tree->child_storage = calloc(count, sizeof *tree->child_storage);
    tree->stack = calloc(count + 1, sizeof *tree->stack);
    size_t *first = calloc(count, sizeof *first);
    // Parent of node i, by shape; children are laid out contiguously per parent.
    for (size_t i = 0; i < count; i++) {
        ctw_node *node = &tree->nodes[i];
        node->update_constraints = hook;
        node->layout_subviews = hook;
        node->draw = hook;
        if (i == 0) continue;
        size_t parent = shape == CTW_WIDE ? (i - 1) / 8 : shape == CTW_DEEP ? i - 1 : 0;
        node->parent = &tree->nodes[parent];
        tree->nodes[parent].child_count += 1;
    }
    size_t offset = 0;
    for (size_t i = 0; i < count; i++) {
        tree->nodes[i].children = tree->child_storage + offset;
        first[i] = offset;
        offset += tree->nodes[i].child_count;
        tree->nodes[i].child_count = 0;
    }
    for (size_t i = 1; i < count; i++) {
        ctw_node *parent = tree->nodes[i].parent;
        parent->children[parent->child_count++] = &tree->nodes[i];
    }
    free(first);
    return tree;
}

void ctw_destroy(ctw_tree *tree) {
    free(tree->nodes);
    free(tree->child_storage);
    free(tree->stack);
    free(tree);
}

static void mark(ctw_node *node, uint32_t bit, uint32_t summary) {
    node->flags |= bit;
    for (ctw_node *p = node->parent; p && (p->flags & summary) != summary; p = p->parent) p->flags |= summary;
}

void ctw_mark_all(ctw_tree *tree) {
    for (size_t i = 0; i < tree->count; i++) {
        mark(&tree->nodes[i], NEEDS_CONSTRAINTS, SUB_CONSTRAINTS);
        mark(&tree->nodes[i], NEEDS_LAYOUT, SUB_LAYOUT);
        mark(&tree->nodes[i], NEEDS_DISPLAY, SUB_DISPLAY);
    }
}

void ctw_mark_last_leaf(ctw_tree *tree) {
    ctw_node *leaf = &tree->nodes[tree->count - 1];
    mark(leaf, NEEDS_LAYOUT, SUB_LAYOUT);
    mark(leaf, NEEDS_DISPLAY, SUB_DISPLAY);
}


static inline void call(ctw_node *node, uint32_t bit, int which, uint64_t *calls) {
    if (!(node->flags & bit)) return;
    node->flags &= ~bit;
    ctw_hook h = which == 0 ? node->update_constraints : which == 1 ? node->layout_subviews : node->draw;
    h(node);
    *calls += 1;
}

/// Parents first (layout, display) or children first (constraints), descending only into
/// subtrees whose summary bit is set, with an explicit stack of (node, next child).
static void pass(ctw_tree *tree, uint32_t bit, uint32_t summary, int which, int children_first, uint64_t *calls) {
    ctw_node *root = &tree->nodes[0];
    if (!children_first) call(root, bit, which, calls);
    if (!(root->flags & summary)) {
        if (children_first) call(root, bit, which, calls);
        return;
    }
    root->flags &= ~summary;
    size_t depth = 0;
    tree->stack[depth++] = (struct frame){root, 0};
    while (depth > 0) {
        struct frame *top = &tree->stack[depth - 1];
        ctw_node *node = top->node;
        if (top->next < node->child_count) {
            ctw_node *child = node->children[top->next++];
            if (!children_first) call(child, bit, which, calls);
            if (child->flags & summary) {
                child->flags &= ~summary;
                tree->stack[depth++] = (struct frame){child, 0};
            } else if (children_first) {
                call(child, bit, which, calls);
            }
        } else {
            depth--;
            if (children_first) call(node, bit, which, calls);
        }
    }
}

uint64_t ctw_commit(ctw_tree *tree) {
    uint64_t calls = 0;
    pass(tree, NEEDS_CONSTRAINTS, SUB_CONSTRAINTS, 0, 1, &calls);
    pass(tree, NEEDS_LAYOUT, SUB_LAYOUT, 1, 0, &calls);
    pass(tree, NEEDS_DISPLAY, SUB_DISPLAY, 2, 0, &calls);
    return calls;
}

size_t ctw_allocated_bytes(void) {
#if defined(__GLIBC__)
    return mallinfo2().uordblks;
#else
    return 0;  // memory figures are measured on Linux (glibc) only
#endif
}
