"""Models of the C++ standard library's calls (`ddpa.ir.libmodel_cxx`): names, kinds, and
what the analyses conclude through them."""

from __future__ import annotations

from pathlib import Path

import pytest

from ddpa.cli.main import main
from ddpa.frontend.clang import lower_source
from ddpa.ir.libmodel import Effect, Ret, is_allocator, is_noreturn, model, unknown_externals
from ddpa.ir.libmodel_cxx import STD_STORAGE, split_name

CONTAINERS = Path(__file__).parent / "cxx_libmodel" / "containers.cpp"


@pytest.mark.parametrize(("name", "parts"), [
    ("std::operator<<<std::char_traits<char>>", ("std", "operator<<")),
    ("std::operator==<char>", ("std", "operator==")),
    ("std::operator!=(const std::_List_iterator<int *> &, const std::_List_iterator<int *> &)",
     ("std", "operator!=")),
    ("std::vector<Node *>::operator[]", ("std::vector", "operator[]")),
    ("std::basic_string<char>::basic_string(const char *, const std::allocator<char> &)",
     ("std::basic_string", "basic_string")),
    ("std::function<void ()>::operator()", ("std::function", "operator()")),
    ("operator delete[]", ("", "operator delete[]")),
    ("std::map<std::basic_string<char>, int>::find", ("std::map", "find")),
])
def test_names_split_into_family_and_member(name: str, parts: tuple[str, str]) -> None:
    assert split_name(name) == parts


def test_kinds_of_library_calls() -> None:
    assert is_noreturn("std::__throw_length_error")
    assert is_allocator("operator new(unsigned long, const std::nothrow_t &)")
    placement = model("operator new(unsigned long, void *)")
    assert placement is not None and not placement.allocates and placement.returns_arg == 1
    assert model("operator delete(void *, unsigned long)") is not None
    size = model("std::basic_string<char>::length")
    assert size is not None and size.returns is Ret.SCALAR and Effect.WRITES_ARGS not in \
        size.effects
    push = model("std::vector<Node *>::push_back")
    assert push is not None and push.storage == STD_STORAGE and 1 in push.retains
    at = model("std::vector<Node *>::operator[]")
    assert at is not None and at.returns == Ret.ARG | Ret.LIBRARY and at.returns_arg == 0
    out = model("std::operator<<<std::char_traits<char>>")
    assert out is not None and Effect.IO in out.effects and out.returns_arg == 0
    # a string's find is a position, a map's an iterator into its elements
    assert model("std::basic_string<char>::find").returns is Ret.SCALAR  # type: ignore[union-attr]
    assert model("std::map<int, int>::find").returns != Ret.SCALAR  # type: ignore[union-attr]
    # a std::function's call stays an unknown external (the front end lowers it); an
    # algorithm given a callable touches the range (the callable's calls are lowered:
    # `cxxcallback`)
    assert model("std::function<void ()>::operator()") is None
    each = model("std::for_each<int *, void (*)(int)>")
    assert each is not None and Effect.WRITES_ARGS in each.effects and not each.callbacks
    assert model("Edge::Evaluate") is None


def test_strings_streams_and_containers_leave_no_unknown_externals() -> None:
    prog = lower_source(
        "#include <string>\n#include <vector>\n#include <map>\n#include <iostream>\n"
        "#include <sstream>\n"
        "int f(std::vector<int *> &v, std::map<std::string, int> &m, int *n) {\n"
        "  std::string s(\"abc\"); s += \"d\"; std::string t = s + \"e\";\n"
        "  v.push_back(n); int k = 0;\n"
        "  for (std::vector<int *>::iterator i = v.begin(); i != v.end(); ++i) k += **i;\n"
        "  std::cout << s << ' ' << t.c_str() << k << std::endl;\n"
        "  m[s] = 3; std::ostringstream o; o << k;\n"
        "  return (int)s.length() + *v[0] + m.find(t)->second + (int)o.str().size(); }\n",
        "t.cpp")
    assert unknown_externals(prog) == []


def _alias(capsys: pytest.CaptureFixture[str], a: str, b: str) -> str:
    code = main(["alias", "--closed", "--no-cache", str(CONTAINERS), a, b,
                 "--at", f"{CONTAINERS}:16"])
    out = capsys.readouterr().out
    assert code == 0
    return out.split(":", 1)[0]


@pytest.mark.parametrize(("a", "b", "answer"), [
    ("*p", "*a", "may alias"),  # through vector::push_back and operator[]
    ("*r", "*c", "may alias"),  # through map::operator[] and find()->second
    ("*p", "*b", "no alias"),  # b never enters a container
    ("*q", "*b", "may alias"),
])
def test_pointers_through_containers(capsys: pytest.CaptureFixture[str], a: str, b: str,
                                     answer: str) -> None:
    assert _alias(capsys, a, b) == answer
