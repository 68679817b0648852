int g(int *p) {
  int rc = 0;
  if (!p) goto fail;
  *p = 1;
  goto done;
fail:
  rc = -1;
done:
  return rc;
}
