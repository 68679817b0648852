"""The C++ runtime and standard library as data for `ddpa.ir.libmodel`: the exception
functions (name, effect names, index of the argument returned) and the models of
libstdc++'s strings, containers, iterators and streams by the names of their calls."""

from __future__ import annotations

import functools

from ddpa.ir.cxxabi import (
    BEGIN_CATCH,
    CATCH_MATCH,
    END_CATCH,
    IS_COMPLETE,
    RESUME,
    VIRTUAL_BASE,
)
from ddpa.ir.immutable import immutable

CXX_MODELS: tuple[tuple[str, tuple[str, ...], int | None], ...] = (
    # the address a handler binds: the exception object itself, or a pointer it holds
    (CATCH_MATCH, ("READS_ARGS",), 0),
    (BEGIN_CATCH, (), 0),  # the handler takes the exception at its argument
    # the handler is left (the runtime destroys the exception: its destructor's address
    # was passed to __cxa_throw)
    (END_CATCH, (), None),
    (RESUME, ("NORETURN",), None),  # a landing pad goes on unwinding
    (VIRTUAL_BASE, (), 0),  # a subobject of the object its argument points into
    (IS_COMPLETE, ("PURE",), None),
)


# --- the C++ standard library, by the names lowering gives its calls -------------------------
#
# libstdc++'s code is not lowered (its functions are instances of templates in system
# headers), so a call of it names an instance: `std::vector<Node *>::push_back`,
# `std::operator<<<std::char_traits<char>>`, `__gnu_cxx::__normal_iterator<...>::operator*`.
# `cxx_library_model` gives such a name the model of its family (the class template or
# function without template arguments) and member. The elements of every container, the
# characters of every string and whatever iterators and smart pointers refer to are one
# library-owned object, `STD_STORAGE`: what a container is given is kept there (with what
# it points to), what an accessor or iterator returns points into it or into the object
# itself (a string's characters may sit inside it), so analyses see every element of every
# container as one object (sound, coarse). Streams are the outside world (IO).

STD_STORAGE = "c++ library"

# classes whose members are modelled, by name without template arguments or `std::`
_STRINGS = frozenset({"basic_string", "__cxx11::basic_string"})
_CONTAINERS = frozenset({
    "vector", "list", "deque", "map", "multimap", "set", "multiset", "unordered_map",
    "unordered_set", "unordered_multimap", "unordered_multiset", "stack", "queue",
    "priority_queue", "array", "bitset", "pair", "tuple", "unique_ptr", "shared_ptr",
    "weak_ptr", "initializer_list", "__cxx11::list", "allocator", "__detail::_Hash_node_base",
    "__new_allocator",
    # objects the library manages like a container's: what they are given they may keep
    # (an atomic's value), and what they return is theirs or kept (a lock, its mutex)
    "atomic", "__atomic_base", "atomic_flag", "__atomic_flag_base", "mutex", "recursive_mutex",
    "timed_mutex", "shared_mutex", "unique_lock", "lock_guard", "scoped_lock", "shared_lock",
    "condition_variable", "condition_variable_any", "once_flag", "chrono::duration",
    "chrono::time_point", "optional", "variant", "any", "function_ref", "reference_wrapper",
    "basic_string_view", "span", "thread", "jthread"})
_ITERATORS = frozenset({
    "__gnu_cxx::__normal_iterator", "_List_iterator", "_List_const_iterator",
    "__cxx11::_List_iterator", "__cxx11::_List_const_iterator",
    "_Rb_tree_iterator", "_Rb_tree_const_iterator", "__detail::_Node_iterator",
    "__detail::_Node_const_iterator", "reverse_iterator", "_Deque_iterator",
    "back_insert_iterator", "insert_iterator", "istreambuf_iterator", "ostreambuf_iterator",
    "istream_iterator", "ostream_iterator", "_Bit_iterator", "_Bit_const_iterator",
    "_Bit_reference"})
_STREAMS = frozenset({
    "basic_ostream", "basic_istream", "basic_iostream", "basic_ios", "ios_base",
    "basic_ostringstream", "basic_istringstream", "basic_stringstream", "basic_ofstream",
    "basic_ifstream", "basic_fstream", "basic_streambuf", "basic_filebuf", "basic_stringbuf",
    "__cxx11::basic_ostringstream", "__cxx11::basic_istringstream",
    "__cxx11::basic_stringstream", "__cxx11::basic_stringbuf", "ios_base::Init",
    "__basic_file"})

# members that read their object (and arguments) and return a scalar
_OBSERVERS = frozenset({
    "size", "length", "empty", "capacity", "max_size", "compare", "count",
    "operator==", "operator!=", "operator<", "operator>", "operator<=", "operator>=",
    "operator bool", "use_count", "test", "any", "none", "all", "good",
    "bad", "fail", "eof", "operator!", "is_open", "tellp", "tellg", "width", "precision",
    "flags", "rdstate", "gcount", "hash_function", "key_comp", "bucket_count",
    "starts_with", "ends_with", "contains", "to_ulong", "to_ullong"})
# a string's searches return a position; a container's `find` returns an iterator
_STRING_OBSERVERS = frozenset({"find", "rfind", "find_first_of", "find_last_of",
                               "find_first_not_of", "find_last_not_of", "operator-"})
# members that return a pointer or reference into the elements (or an iterator)
_ACCESSORS = frozenset({
    "c_str", "data", "operator[]", "at", "front", "back", "top", "begin", "end", "rbegin",
    "rend", "cbegin", "cend", "crbegin", "crend", "operator*", "operator->", "get",
    "base", "lower_bound", "upper_bound", "equal_range", "operator+", "operator-",
    "_M_const_cast", "substr", "find",
    "key", "first", "second", "value"})
# namespace-level functions: by name without template arguments
_COMPARE_FREE = frozenset({"operator==", "operator!=", "operator<", "operator>",
                           "operator<=", "operator>=", "operator-"})
# algorithms that rearrange or overwrite the elements of a range without calling the
# program back (one given a function or functor also calls it: the front end lowers that
# call, `cxxcallback`)
_PERMUTING = frozenset({"sort", "stable_sort", "partial_sort", "nth_element", "reverse",
                        "rotate", "shuffle", "random_shuffle", "unique", "fill", "fill_n",
                        "copy", "copy_n", "copy_backward", "move_backward", "iota",
                        "make_heap", "push_heap", "pop_heap", "sort_heap", "inplace_merge",
                        "merge", "set_union", "set_intersection", "set_difference",
                        "remove", "replace", "next_permutation", "prev_permutation"})
# algorithms that call a callable they are given (the front end writes out those calls)
_CALLING = frozenset({"for_each", "for_each_n", "transform", "find_if", "find_if_not",
                      "count_if", "all_of", "any_of", "none_of", "remove_if", "replace_if",
                      "copy_if", "partition", "stable_partition", "generate", "generate_n",
                      "accumulate", "reduce", "inner_product", "adjacent_find",
                      "transform_reduce", "invoke", "apply", "call_once", "visit"})
_MANIPULATORS = frozenset({"endl", "ends", "flush", "ws", "boolalpha", "noboolalpha", "hex",
                           "dec", "oct", "fixed", "scientific", "left", "right", "internal",
                           "showpos", "noshowpos", "skipws", "noskipws", "uppercase",
                           "nouppercase", "showbase", "noshowbase", "showpoint"})


_OPERATOR_SYMBOLS = ("<<=", ">>=", "->*", "<=>", "<<", ">>", "<=", ">=", "==", "!=", "&&",
                     "||", "++", "--", "->", "()", "[]", "+=", "-=", "*=", "/=", "%=", "&=",
                     "|=", "^=", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!",
                     "=", ",")


def _balanced_args(text: str) -> bool:
    """Is `text` empty or one template argument list `<...>`?"""
    if not text:
        return True
    depth = 0
    for i, ch in enumerate(text):
        depth += (ch == "<") - (ch == ">")
        if depth == 0:
            return i == len(text) - 1
    return False


def _drop_args(text: str) -> str:
    """`std::vector<int>::iterator` -> `std::vector::iterator`."""
    out, depth = [], 0
    for ch in text:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def _drop_signature(name: str) -> str:
    """The name without the parameter types lowering appends to an overload."""
    if not name.endswith(")"):
        return name
    depth = 0
    for i in range(len(name) - 1, -1, -1):
        depth += (name[i] == ")") - (name[i] == "(")
        if depth == 0:
            return name if name[:i].endswith("operator") else name[:i]
    return name


def split_name(name: str) -> tuple[str, str]:
    """A C++ function's IR name as (scope, member), both without template arguments:
    `std::operator<<<std::char_traits<char>>` -> (`std`, `operator<<`),
    `std::vector<Node *>::push_back(const Node *&)` -> (`std::vector`, `push_back`)."""
    name = _drop_signature(name)
    k = 0 if name.startswith("operator") else name.find("::operator")
    if k > 0:
        k += 2
    if k >= 0:
        scope, last = name[:k].removesuffix("::"), name[k:]
        rest = last[len("operator"):]
        if rest.startswith(" "):  # new, delete, a conversion: up to template arguments
            member = "operator" + rest.split("<", 1)[0]
        else:
            sym = next((s for s in _OPERATOR_SYMBOLS
                        if rest.startswith(s) and _balanced_args(rest[len(s):])), rest)
            member = "operator" + sym
        return _drop_args(scope), member
    depth, cut = 0, -1
    for i, ch in enumerate(name):
        depth += (ch == "<") - (ch == ">")
        if depth == 0 and name.startswith("::", i):
            cut = i
    if cut < 0:
        return "", _drop_args(name)
    return _drop_args(name[:cut]), _drop_args(name[cut + 2:])


@immutable
class CxxSpec:
    """A model as data: `libmodel`'s effect names, access spec (`"RW R..."`) and keyword
    arguments, `returns` as names of `Ret` flags (None: by the effects)."""

    effects: tuple[str, ...] = ()
    access: str = ""
    returns: tuple[str, ...] | None = None
    returns_arg: int | None = None
    storage: str = ""
    retains: tuple[int, ...] = ()
    stores: tuple[tuple[int, int], ...] = ()
    copies: tuple[tuple[int, int], ...] = ()
    fills: tuple[int, ...] = ()


def cxx_library_spec(name: str) -> CxxSpec | None:
    """The model of a call of the C++ standard library (see above), None for a name that
    is not one."""
    if "::" not in name and not name.startswith("operator"):
        return None
    return _cxx_spec(name)


@functools.cache
def _cxx_spec(name: str) -> CxxSpec | None:
    io, arg_or_lib = "IO", ("ARG", "LIBRARY")
    scope, member = split_name(name)
    if not scope and member.startswith(("operator new", "operator delete")):
        if member.startswith("operator delete"):
            return CxxSpec(("FREE",))
        if ", void *" in name:  # placement new: the storage it is given
            return CxxSpec((), "- -", returns_arg=1)
        return CxxSpec(("ALLOC",))
    cls = scope.removeprefix("std::")
    in_std = scope in ("std", "__gnu_cxx", "std::__detail", "std::__cxx11")
    if in_std and (member.startswith("__throw_") or member in (
            "terminate", "__terminate", "__glibcxx_assert_fail", "abort", "exit",
            "rethrow_exception", "unexpected")):
        return CxxSpec(("NORETURN", io), "r...")
    if in_std and member in _MANIPULATORS:  # a stream in, the stream out
        return CxxSpec((io,), "RW", returns_arg=0)
    if in_std and member in ("operator<<", "operator>>", "getline"):
        spec = "RW R..." if member == "operator<<" else "RW W..."
        return CxxSpec((io,), spec, returns_arg=0)
    if in_std and member in _COMPARE_FREE:
        return CxxSpec((), "R R...")
    if in_std and member in ("operator+", "to_string", "to_wstring"):  # a new string
        return CxxSpec((), "R R...", returns=("LIBRARY",), storage=STD_STORAGE)
    if in_std and member in ("min", "max", "make_pair", "make_tuple", "ref", "cref"):
        # a reference to one of its arguments, or a copy of them: what they are and hold
        return CxxSpec((), "R R...", returns=("LIBRARY",), storage=STD_STORAGE,
                  retains=tuple(range(8)))
    if in_std and member in ("move", "forward", "addressof", "as_const"):
        return CxxSpec((), "-", returns_arg=0)
    if in_std and member in ("swap", "iter_swap", "exchange"):  # the two exchange values
        return CxxSpec((), "RW RW", copies=((0, 1), (1, 0)))
    if in_std and member in _PERMUTING:  # what the range holds, moved within it
        return CxxSpec((), "RW RW RW...")
    if in_std and member in _CALLING:  # (the callable's calls: `cxxcallback`) what the
        # range holds, read or written through the iterators; an iterator into it, or the
        # callable (kept, as what it holds may be returned)
        return CxxSpec((), "RW RW RW...", returns_arg=0, returns=arg_or_lib,
                       storage=STD_STORAGE, retains=tuple(range(8)))
    if scope in ("std::this_thread", "std::chrono::steady_clock", "std::chrono::system_clock",
                 "std::chrono::high_resolution_clock"):  # the clock, the scheduler
        return CxxSpec((io,), "r...")
    if cls == "numeric_limits" or scope.startswith("std::numeric_limits"):
        return CxxSpec(("PURE",))
    if in_std and member in ("find", "count", "distance", "equal", "lexicographical_compare",
                             "search", "mismatch", "binary_search", "lower_bound",
                             "upper_bound", "min_element", "max_element"):
        # reading algorithms (without a function to call): an iterator into what they read
        return CxxSpec((), "R R R...", returns_arg=0, returns=arg_or_lib,
                  storage=STD_STORAGE)
    if name == "__va_list_tag::__va_list_tag":  # a va_list copied (C++ spelling)
        return CxxSpec((), "w r", copies=((0, 1),))
    if in_std and member in ("stoi", "stol", "stoll", "stoul", "stoull", "stof", "stod",
                             "stold"):
        return CxxSpec((), "R w -", fills=(1,))
    if cls in _STREAMS:
        if member in _OBSERVERS:
            return CxxSpec((io,), "R R...")
        if member in ("str", "rdbuf"):  # a new string, the stream's buffer
            return CxxSpec((io,), "RW R...", returns=("LIBRARY",), storage=STD_STORAGE)
        # <<, >>, write, read, put, get, open, close, flush, constructors, destructors
        return CxxSpec((io,), "RW RW...", returns_arg=0)
    if cls in _STRINGS or cls in _CONTAINERS or cls in _ITERATORS:
        short = cls.rsplit("::", 1)[-1]
        if member in _OBSERVERS or (cls in _STRINGS and member in _STRING_OBSERVERS):
            return CxxSpec((), "R R...")
        if member in _ACCESSORS and not (member == "operator[]" and "map" in cls):
            return CxxSpec((), "R R...", returns_arg=0, returns=arg_or_lib,
                      storage=STD_STORAGE)
        if member == "~" + short:  # the elements go (their destructors are not seen)
            return CxxSpec((), "RW")
        # constructors, assignment, insertion, removal: the object may keep any argument
        # and what it points to (in itself or in the library's storage) and return itself
        # or what it holds
        rest = tuple(range(1, 8))
        return CxxSpec((), "RW RW...", returns_arg=0, returns=arg_or_lib,
                  storage=STD_STORAGE, retains=rest,
                  stores=tuple((0, k) for k in rest), copies=tuple((0, k) for k in rest))
    return None
